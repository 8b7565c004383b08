export * from "./brand";
export * from "./catalogue";
export * from "./catalogue/schema";
export * from "./company";
export * from "./cookies";
export * from "./feature-pages";
export * from "./features";
export * from "./games";
