// The shape of a language's catalogue (screens/i18n/catalogues/): one message per key of schema/texts.ts. A fixed
// text is a string; a template is a function of its named values, as react-aria's @internationalized/string
// compiles ICU messages, using the formatter's plural (Intl.PluralRules of the language) where a count decides.

/** The part of @internationalized/string's formatter a message may use. */
export interface MessageFormatter {
  plural(count: number, options: Readonly<Record<string, string>>): string
}

export type Message = string | ((values: Readonly<Record<string, string>>, formatter: MessageFormatter) => string)

export type Catalogue = Readonly<Record<string, Message>>
