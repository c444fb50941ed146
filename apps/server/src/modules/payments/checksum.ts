import PaytmChecksum from 'paytmchecksum';

/** Paytm's checksum over form fields (sorted values joined by |, AES-128 with the merchant key). */
export function signFields(fields: Record<string, string>, merchantKey: string): Promise<string> {
  return PaytmChecksum.generateSignature({ ...fields }, merchantKey);
}

export function verifyFields(fields: Record<string, string>, merchantKey: string): boolean {
  const checksum = fields.CHECKSUMHASH;
  if (!checksum) return false;
  const { CHECKSUMHASH: _ignored, ...rest } = fields;
  try {
    return PaytmChecksum.verifySignature(rest, merchantKey, checksum);
  } catch {
    return false;
  }
}

export function signBody(body: string, merchantKey: string): Promise<string> {
  return PaytmChecksum.generateSignature(body, merchantKey);
}
