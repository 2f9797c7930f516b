import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render-route';
import { operationRoutes } from '@portal/contract/routes';
import { callApi, operationUrl } from './api-call';

const categoryPath = operationRoutes.getCategory.path;
const categoriesPath = operationRoutes.listCategories.path;

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('operationUrl', () => {
  it('fills the path parameters, encoded, and appends the defined query values', () => {
    expect(operationUrl('getCategory', { params: { id: 7 } })).toBe(categoryPath.replace(':id', '7'));
    expect(operationUrl('listCategories', { query: { search: 'a b&c', page: 2, page_size: undefined } })).toBe(`${categoriesPath}?search=a+b%26c&page=2`);
  });
});

describe('callApi', () => {
  it('sends the operation its method, URL and JSON body, and answers the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'Category updated successfully!', data: { id: 7 } }));
    const answer = await callApi('updateCategory', { params: { id: 7 }, body: { name: 'Loft' } });
    expect(answer.message).toBe('Category updated successfully!');
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(categoryPath.replace(':id', '7'));
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Loft' }));
  });
});

// The contract types each call: these lines fail the typecheck if a wrong input stops being an error.
export function typeChecks() {
  // @ts-expect-error an operation that does not exist
  void callApi('noSuchOperation', {});
  // @ts-expect-error the path parameter is missing
  void callApi('getCategory', {});
  // @ts-expect-error the body is not a category
  void callApi('createCategory', { body: { title: 'x' } });
}
