import { describe, expect, it } from 'vitest';
import { mailtoLink } from './mailto';

describe('mailtoLink', () => {
  it('encodes subject and body, with CRLF line breaks', () => {
    expect(mailtoLink('help@example.test', 'Presta help request', 'Order number:\nMy question:\n')).toBe(
      'mailto:help@example.test?subject=Presta%20help%20request&body=Order%20number%3A%0D%0AMy%20question%3A%0D%0A',
    );
  });
  it('keeps reserved characters out of the query', () => {
    expect(mailtoLink('a@b.c', 'a&b=c?', '')).toBe('mailto:a@b.c?subject=a%26b%3Dc%3F&body=');
  });
});
