import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApiClient, downloadUrl, ValidationError } from './api-client';
import { storeToken } from './token';

const respond = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

let unauthorized: ReturnType<typeof vi.fn<(message: string) => void>>;
beforeEach(() => {
  unauthorized = vi.fn<(message: string) => void>();
  configureApiClient({ language: () => 'it', onUnauthorized: unauthorized });
});
describe('api client', () => {
  it('sends api-lang and the stored token', async () => {
    const fetch = respond(200, { data: 1 });
    vi.stubGlobal('fetch', fetch);
    storeToken('secret-token');
    expect(await api.get('/api/userdata', { query: { page: 2, search: undefined, sortBy: ['name', 'place'] } })).toEqual({ data: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/userdata?page=2&sortBy=name&sortBy=place');
    expect(init.headers).toMatchObject({ 'api-lang': 'it', authorization: 'Bearer secret-token' });
  });

  it('on a 401 of a signed-in request ends the session with the server message', async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'Effettuare l\'accesso.' }));
    storeToken('expired-token');
    await expect(api.get('/api/userdata')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledWith("Effettuare l'accesso.");
  });

  it('does not end a session that does not exist', async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'no' }));
    await expect(api.get('/api/userdata')).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('turns a 422 into the first message of each field', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, { message: 'Dati non validi', errors: { email: ['primo', 'secondo'], 'children.0.tax': ['cf'] } }),
    );
    const error = await api.post('/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ email: 'primo', 'children.0.tax': 'cf' });
    expect((error as ValidationError).message).toBe('Dati non validi');
  });

  it('shows the error, the message or the body text of other failures', async () => {
    vi.stubGlobal('fetch', respond(409, { error: 'conflict text', message: 'ignored' }));
    await expect(api.put('/api/x', {})).rejects.toThrow('conflict text');
    vi.stubGlobal('fetch', respond(500, { message: 'Errore - riprovare più tardi' }));
    await expect(api.get('/api/x')).rejects.toThrow('Errore - riprovare più tardi');
    vi.stubGlobal('fetch', respond(502, 'Bad gateway from the proxy'));
    await expect(api.get('/api/x')).rejects.toThrow('Bad gateway from the proxy');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('builds download links with the token and language in the query', () => {
    storeToken('tok');
    expect(downloadUrl('/confirmation/1/2/')).toBe('/confirmation/1/2/?lang=it&token=tok');
    expect(downloadUrl('/mail-preview/1/new', { lang: 'de' })).toBe('/mail-preview/1/new?lang=de&token=tok');
  });
});
