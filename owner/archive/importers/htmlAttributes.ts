/** An attribute's value as HTML writes it, with the entities a serialiser writes decoded. */
export const decodeAttribute = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'")

/** A value written into a quoted attribute: the characters that would end or alter it escaped. */
export const encodeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
