/**
 * A post office box ("PO Box 121175", "P.O. Box 370", "Post Office Box 12"): where a business's mail goes,
 * not where it is. The crawler reads one, with the town and ZIP after it, as one of the business's
 * addresses; the answerer gives it to a visitor asking where to mail something, and never to one asking
 * where the business is.
 */
const BOX = String.raw`(?:P\.?\s?O\.?|Post\s+Office)\s+Box\s+\d{1,7}`;

/** A whole line or address part that is a box number and nothing else. */
export const POST_OFFICE_BOX_PART = new RegExp(`^${BOX}$`, 'i');

/**
 * Whether an address is a box and not a place: "PO Box 121175, Fort Worth, TX 76121" is; "1005 Jessie Dupont
 * Memorial Highway, Post Office Box 370, Burgess, VA" gives the street too, and says where the office is.
 */
export function isPostOfficeBox(address: string): boolean {
  return POST_OFFICE_BOX_PART.test(address.split(',')[0].trim());
}

/** The addresses that say where the business is: every one but the post office boxes. */
export function placeAddresses(addresses: readonly string[]): string[] {
  return addresses.filter((address) => !isPostOfficeBox(address));
}
