import '@testing-library/jest-dom';
// jsdom loads no Tailwind CSS; give it the one utility whose effect tests
// observe (hidden elements are neither visible nor in the accessibility tree).
// Suites that run in the node environment have no document.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = '.hidden { display: none; }';
  document.head.append(style);
}
