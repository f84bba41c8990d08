/**
 * slider-state.js - Stato condiviso dello slider (indice slide corrente)
 */
let slideIndex = 1;
