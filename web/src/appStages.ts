/** The inert `<template>` listing the app's stages (vite.config.ts writes it, main.tsx fetches them). */
export const APP_STAGES_ID = 'app-stages';
