export declare const DEFAULT_TEST_API_PORT: number;
export declare const DEFAULT_TEST_SITE_PORT: number;
export declare function testApiPort(env?: Record<string, string | undefined>): number;
export declare function testSitePort(env?: Record<string, string | undefined>): number;
