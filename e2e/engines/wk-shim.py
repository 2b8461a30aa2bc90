#!/usr/bin/python3
"""The browser the WebKit checks drive: WebKitGTK with nothing around the page.

WebKitWebDriver starts it (capability webkitgtk:browserOptions.binary) instead of
MiniBrowser, whose toolbar keeps a window 447 px wide or more and which prints no
console messages under automation. Here a window is exactly the size asked for, and
the web process writes every console message, script error and Content-Security-Policy
violation to its standard error, which the driver passes on (the checks read it there).

  --no-js              JavaScript off
  --reduced-motion     prefers-reduced-motion: reduce (GTK's animations off)
  --init-script=FILE   run FILE at the start of every document, before the page's own
                       scripts, as the other engine's driver does with a preload script
WK_SHIM_TMP names the folder for the throwaway profile (default: the system's).
"""
import os
import sys
import tempfile

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

OWN_FLAGS = ('--no-js', '--reduced-motion')
JS = '--no-js' not in sys.argv
INIT_SCRIPTS = [arg.split('=', 1)[1] for arg in sys.argv if arg.startswith('--init-script=')]

Gtk.init([arg for arg in sys.argv if arg not in OWN_FLAGS and not arg.startswith('--init-script=')])
if '--reduced-motion' in sys.argv:
    Gtk.Settings.get_default().set_property('gtk-enable-animations', False)

# A profile of its own on disk: with an ephemeral one the console output stops.
DATA = tempfile.mkdtemp(prefix='wk-shim-', dir=os.environ.get('WK_SHIM_TMP'))
context = WebKit2.WebContext.new_with_website_data_manager(
    WebKit2.WebsiteDataManager(base_data_directory=DATA, base_cache_directory=DATA))
context.set_automation_allowed(True)
settings = WebKit2.Settings(
    enable_javascript=JS,
    enable_write_console_messages_to_stdout=True,
    enable_developer_extras=False,
)
content = WebKit2.UserContentManager()
for path in INIT_SCRIPTS:
    with open(path, encoding='utf-8') as file:
        content.add_script(WebKit2.UserScript(
            file.read(), WebKit2.UserContentInjectedFrames.TOP_FRAME, WebKit2.UserScriptInjectionTime.START, None, None))
windows = []


def create_view(_session, *_args):
    view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
    view.set_settings(settings)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    windows.append(window)

    def on_close(_view):
        window.destroy()
        windows.remove(window)
        if not windows:
            Gtk.main_quit()

    view.connect('close', on_close)
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('wk-shim')
    version = (WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    info.set_version(*version)
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.connect('automation-started', on_automation_started)
Gtk.main()
