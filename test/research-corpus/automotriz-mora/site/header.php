<!DOCTYPE html>
<html class="nojs html" lang="es-MX">
<head>
    <link rel="canonical" href="https://automotriz-mora.com" />
	<meta name="msvalidate.01" content="A68DFB54153C4987F7430A4ECF61D38E" />
    <meta charset="UTF-8">
    <meta name="description"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas" />
    <meta name="keywords"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas">
    <meta name="generator" content="2015.1.2.344" />

    <meta property="og:title" content="Automotriz Mora" />
    <meta property="og:type" content="website" />
    <meta property="og:image" content="https://automotriz-mora.com/imagesApp/logo.webp" />
    <meta property="og:image:width" content="804" />
    <meta property="og:image:height" content="355" />
    <meta property="og:url" content="https://automotriz-mora.com" />
    <meta property="og:description"
        content="Servicio mecanico automotriz cdmx df, servicio Especializado en Seat, Audi, Volkswagen, Mini, BMW, Mercedes. Cajas DSG 0am, Motores TSI TDI TFSI, líquidos transmisión, cuerpo de válvulas" />

    <meta name="viewport" content="width=device-width, initial-scale=1.0"/>

<link rel="stylesheet" href="/css/style.css?a">
<script src="/js/jquery-3.7.1.min.js" type="text/javascript"></script>

<link rel="icon" type="image/png" href="../favicon/favicon-96x96.png" sizes="96x96" />
<link rel="icon" type="image/svg+xml" href="../favicon/favicon.svg" />
<link rel="shortcut icon" href="../favicon/favicon.ico" />
<link rel="apple-touch-icon" sizes="180x180" href="../favicon/apple-touch-icon.png" />
<link rel="manifest" href="../favicon/site.webmanifest" />