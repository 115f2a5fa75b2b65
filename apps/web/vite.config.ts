import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 600 },
});
