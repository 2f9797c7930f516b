/** What a request says it sends, read from its Content-Type header. */
type WithHeaders = { headers: { 'content-type'?: string | string[] } };

const contentType = (request: WithHeaders) => String(request.headers['content-type'] ?? '');

export const isMultipart = (request: WithHeaders) => /^multipart\/form-data\b/i.test(contentType(request));
export const isJson = (request: WithHeaders) => /^application\/json\b/i.test(contentType(request));
