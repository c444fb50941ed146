import { expect, test } from '@playwright/test';

// The catalogue's net under rules without a message of their own is installed by a module
// imported for its effect; a bundler that drops such imports would bring back the library's
// default texts. These run against the built server, which the unit tests do not.
test('the built server answers a rule without its own message with a catalogue sentence', async ({
  request,
}) => {
  const tooMany = await request.get('/api/v1/directory/hospitals?pageSize=1000');
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).error.fieldErrors).toEqual([
    { path: 'pageSize', message: 'Enter a number of at most 50' },
  ]);
  const notANumber = await request.get('/api/v1/directory/hospitals?districtId=x');
  expect(notANumber.status()).toBe(400);
  const messages = (await notANumber.json()).error.fieldErrors.map(
    (error: { message: string }) => error.message,
  );
  expect(messages).toHaveLength(1);
  expect(messages[0]).not.toMatch(/invalid input|expected/i);
});
