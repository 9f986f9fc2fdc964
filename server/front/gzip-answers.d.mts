/** Types of gzip-answers.mjs (plain JavaScript: the production server loads it outside the bundler). */
export declare function acceptsGzip(header: string | null | undefined): boolean;
export declare function gzipAnswer(request: Request, res: Response, threshold?: number): Promise<Response>;
