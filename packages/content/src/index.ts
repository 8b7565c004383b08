export * from "./brand";
export * from "./features";
export * from "./games";
