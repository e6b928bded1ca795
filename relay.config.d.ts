// Types of relay.config.js, imported by the Vite and Vitest configs.
export declare const src: string;
export declare const schema: string;
export declare const artifactDirectory: string;
export declare const language: 'typescript';
export declare const eagerEsModules: boolean;
export declare const excludes: string[];
