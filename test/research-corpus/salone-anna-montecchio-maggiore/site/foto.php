
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it" lang="it">
<head>
<title>Galleria Foto | Salone Anna</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="title" content="Galleria Foto | Salone Anna, parrucchiere a Vicenza"/>
<meta name="description" content="Galleria di fotografie di clienti o modelli realizzati dal Salone Anna"/>
<meta name="keywords" content="Foto, Modelle, Relizzazioni, Clienti, Taglio, Colore, Capelli, Uomo, Donna"/>
<meta name="author" content="Andrea Grendene, Pietro Gabelli, Sebastiano Marchesini"/>
<meta name="language" content="italian it"/>
<meta name="viewport" content="width=device-width"/>
<meta http-equiv="Content-Script-Type" content="application/javascript"/>
<link rel="stylesheet" href="css/home-min.css" type="text/css" media="screen and (min-width: 650px)"/>
<link rel="stylesheet" type="text/css" href="css/print-min.css" media="print"/>
<link rel="stylesheet" type="text/css" href="css/small-devices-min.css" media="screen and (max-width: 650px)"/>
<!--[if lte IE 8]><link rel="stylesheet" type="text/css" href="css/explorer-min.css"/><![endif]-->
<link rel="icon" href="img/logo2.png" type="image/png"/>
<script type="text/javascript" src="script/script_min.js"></script>
<script type="text/javascript"  src="https://ajax.googleapis.com/ajax/libs/jquery/3.1.1/jquery.min.js"></script>
</head>
<body onload="scroll()">
<p class="nascosto">
<a title="salta header" href="#contenitore-menu" tabindex="1" accesskey="a">Salta l&apos;intestazione</a>
</p>

<div id="header">
<h1><span id="logo" class="nascosto">Salone Anna</span></h1><div class="contentLogButton"><a id="login" href="login.php" accesskey="w" tabindex="5">Area Riservata</a></div>
<div id="breadcrumbs">
<span id="rifnav" >Ti trovi in: <a href="index.php" xml:lang="en">Home</a> / <strong>Foto</strong></span>
</div>
<div id="contenitore-menu">
<p class="nascosto">
<a href="#content" title="salta al contenuto principale">Salta menu navigazione</a>
</p>
<ul class="menu">
<li><a href="index.php" id="home" class="nav" xml:lang="en" accesskey="h" tabindex="10">Home </a></li>
<li><a href="foto.php" id="foto" class="vnav" accesskey="p" tabindex="11">Foto</a></li>
<li><a href="chi_siamo.php" id="chsia" class="nav" accesskey="c" tabindex="11">Chi Siamo</a></li>
<li><a href="listino.php" id="list" class="nav" accesskey="l" tabindex="12">Prezzi</a></li>
<li><a href="contattaci.php" id="cont" class="nav" accesskey="m" tabindex="13">Contattaci</a></li>
</ul>
</div>
</div><div id="content">
<p class="nascosto">
    <a title="saltare-contenuto-testuale" href="#footer" tabindex="30" accesskey="b">Salta il contenuto testuale</a>
</p>
