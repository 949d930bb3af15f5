// A list of numbers or dates as ONE statement parameter (`${arrayParam(ids)}::integer[]`): a statement has at most
// 65 535 parameters, and one parameter keeps the statement's text the same whatever the list's length. Text
// values with commas, quotes or braces would need quoting and are not meant for it.
export const arrayParam = (values: readonly (number | string)[]): string => `{${values.join(',')}}`;
