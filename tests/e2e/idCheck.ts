// The basic ID check's form as a buyer fills it (a Kenyan national ID, a photo from Chromium's fake camera), shared by
// the ID-check tests, the on-ramp journey test and the on-ramp path replay (tests/paths/charts/onramp.ts).
import { expect, type Page } from "@playwright/test"
import { kycLabels } from "../../schema/labels.ts"

export const fillIdCheck = async (page: Page, documentNumber: string) => {
  await page.getByRole("button", { name: "National ID card" }).click()
  await page.getByRole("textbox", { name: "First name" }).fill("Amina")
  await page.getByRole("textbox", { name: "Last name" }).fill("Otieno")
  await page.getByLabel("Date of birth").fill("1994-03-12")
  await page.getByRole("button", { name: kycLabels.takePhoto }).click()
  await page.getByRole("button", { name: kycLabels.capture }).click()
  await expect(page.getByRole("img", { name: kycLabels.photoTaken("Front of the ID card") })).toBeVisible()
  await page.getByRole("textbox", { name: kycLabels.documentNumber }).fill(documentNumber)
}
