/** @jest-environment node */
import { aContactMessage } from '../../support/builders';
import { FakeFetch, type Reply } from './fakeFetch';
import { httpPortsOver, pathsAsked } from './testClient';

function setUp(reply: Reply) {
  const net = new FakeFetch(() => reply);
  const { contact } = httpPortsOver(net, { cacheTtlMs: 0 });
  return { net, contact, paths: () => pathsAsked(net) };
}

describe('HttpContactApi', () => {
  const message = aContactMessage();

  it('POSTs exactly the seven contract fields to /contact', async () => {
    const { contact, net, paths } = setUp({ status: 201 });
    await contact.send({ ...message, extra: 'dropped' } as typeof message);
    expect(paths()).toEqual(['/contact']);
    expect(net.requests[0]?.method).toBe('POST');
    expect(JSON.parse(net.requests[0]?.body ?? '')).toEqual(message);
  });

  it('POSTs { response: token } to /reCaptcha', async () => {
    const { contact, net, paths } = setUp({ status: 200, body: '{"success": false}' });
    await contact.verifyCaptcha('tok');
    expect(paths()).toEqual(['/reCaptcha']);
    expect(JSON.parse(net.requests[0]?.body ?? '')).toEqual({ response: 'tok' });
  });

  it('rejects a non-2xx answer, naming the call', async () => {
    const { contact } = setUp({ status: 400 });
    await expect(contact.send(message)).rejects.toThrow('contact failed: HTTP 400');
    await expect(contact.verifyCaptcha('t')).rejects.toThrow('verifyCaptcha failed: HTTP 400');
  });
});
