import{j as e,x as s,v as t}from"./index-Bao_KP1A.js";const a=()=>e.jsx(s,{id:"preguntas-frecuentes",children:e.jsx(t,{})});export{a as default};
