// Vite settings Storybook's builder picks up (the apps have their own).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
