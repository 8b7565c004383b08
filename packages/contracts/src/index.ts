export * from "./api-error";
export * from "./games";
export * from "./health";
export * from "./locale";
export * from "./pagination";
