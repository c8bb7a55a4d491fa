/** A dialling code with its plus sign, however the settings spelled it ("34" or "+34"). */
export const plusCode = (code: string) => (code.startsWith('+') ? code : `+${code}`);
