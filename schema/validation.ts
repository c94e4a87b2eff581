// The field rules of spec 1 §5, shared by the widget's forms and the server. Each returns the first message
// the value breaks, or undefined when it is valid.
import { validation } from "./messages.ts"

export const usernameLength = { min: 3, max: 15 } as const
export const passwordLength = { min: 8, max: 32 } as const

export const checkUsername = (value: string): string | undefined => {
  if (value.length === 0) return validation.usernameRequired
  if (value.length < usernameLength.min) return validation.usernameTooShort
  if (value.length > usernameLength.max) return validation.usernameTooLong
  if (!/^[A-Za-z0-9-]+$/.test(value)) return validation.usernameCharacters
  return undefined
}

export const checkEmail = (value: string): string | undefined =>
  /^\S+@\S+\.\S+$/.test(value.trim()) ? undefined : validation.emailRequired

export const checkPassword = (value: string): string | undefined => {
  if (value.length === 0) return validation.passwordRequired
  if (value.length < passwordLength.min || value.length > passwordLength.max) return validation.passwordLength
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value)) return validation.passwordCharacters
  return undefined
}

export const checkPasswordConfirmation = (password: string, confirmation: string): string | undefined =>
  password === confirmation ? undefined : validation.passwordsDoNotMatch

export const checkCode = (value: string, length: number): string | undefined =>
  new RegExp(`^\\d{${length}}$`).test(value) ? undefined : validation.codeRequired

export const normaliseEmail = (value: string) => value.trim().toLowerCase()
