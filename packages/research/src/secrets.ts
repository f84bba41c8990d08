// Lines a page shows its guests or staff that are never the business's facts to publish: a guest Wi-Fi password, a
// door, gate or key-safe code, an internal note. The page reader (html.ts textLines) leaves them out, so no fact,
// description or item is ever read from them.

/**
 * A line that carries a secret or a note for the staff, in the languages research reads: a Wi-Fi or other password,
 * a door, gate or key-safe code, an internal note.
 */
export const PRIVATE_LINE =
  /\b(?:wi-?fi|wlan|guest network|gäste-?wlan)\b.{0,40}\b(?:pass(?:word|wort)?|pw|code|key|schlüssel|mot de passe|contraseña|clave|senha|wachtwoord)\b|\b(?:pass(?:word|wort)|kennwort|mot de passe|contraseña|clave|senha|wachtwoord)\b.{0,20}\b(?:wi-?fi|wlan)\b|(?:\bpass(?:word|wort)|\bkennwort|\bmot de passe|\bcontraseña|\bsenha|\bwachtwoord|パスワード)\s*[:：=]|\b(?:door|gate|entry|key ?safe|lockbox|alarm)\s*code\b|\b(?:türcode|torcode|schlüsseltresor|digicode|deurcode|toegangscode)\b|\bcode (?:de la |d['’])?(?:porte|portail|entrée)\b|\bc[oó]digo (?:de la |da |do )?(?:puerta|porta|portão|portal)\b|\bcodice (?:del |della )?(?:portone|porta|cancello)\b|暗証番号|\binternal note\b|\binterne?r? notiz\b|\bnur intern\b|\bnote interne\b|\bnota interna\b|\binterne notitie\b|社内(?:メモ|用)/iu;

/** Whether a line is private (see PRIVATE_LINE). */
export const isPrivateLine = (line: string) => PRIVATE_LINE.test(line);
