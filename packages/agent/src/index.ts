export { intentCatalogue } from "./catalogue/intents";
