// The layout lint's folder lists, typed for the test that checks them (scripts/test/layout-lint.test.ts).
export declare const domainLayers: string[];
export declare const adminParts: Record<string, string[]>;
export declare const publicParts: Record<string, string[]>;
export declare const boundariesConfig: object;
