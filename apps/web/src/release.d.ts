/** The build of the web app, set by vite.config.ts; undeclared where Vite did not build the code (unit tests). */
declare const __RELEASE__: string;
