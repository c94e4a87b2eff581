// Suggested usernames: two short words and a number, always within the rules of spec 1 §5 (3 to 15 characters,
// English letters, digits and '-').
import { randomInt } from "node:crypto"

const adjectives = ["calm", "bold", "swift", "kind", "brave", "sunny", "lucky", "keen", "happy", "jolly", "smart"]
const animals = ["lion", "otter", "zebra", "eagle", "kudu", "gecko", "heron", "rhino", "okapi", "hyena", "ibis"]

const pick = (words: ReadonlyArray<string>) => words[randomInt(words.length)] ?? "new"

export const suggestUsernameCandidate = () => `${pick(adjectives)}-${pick(animals)}${randomInt(10, 100)}`
