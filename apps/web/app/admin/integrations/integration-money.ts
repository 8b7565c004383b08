import { formatOperatorMoney } from "@quillspin/contracts/minor-units";

/** Operator money in the back office as the client area writes it: "1,234.56 EUR" (decision 32). */
export const operatorMoney = (amount: number, currency: string) => formatOperatorMoney(amount, currency);
