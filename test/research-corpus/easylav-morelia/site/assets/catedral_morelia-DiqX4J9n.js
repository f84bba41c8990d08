const a="/assets/catedral_morelia-CuItBqzs.webp";export{a as C};
