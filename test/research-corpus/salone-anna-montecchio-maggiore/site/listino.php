
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it" lang="it">
<head>
<title>Listino prezzi | Salone Anna</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="title" content="Listino prezzi | Salone Anna, parrucchiere a Vicenza"/>
<meta name="description" content="Listino dei prezzi per i vari trattamenti alla cute e ai capelli del Salone Anna di Montecchio Maggiore"/>
<meta name="keywords" content="Listino, Prezzi, Parrucchiere, Montecchio, Trattamento, Taglio, Colorazioni, Colore, Piega, Stiratura"/>
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
<span id="rifnav" >Ti trovi in: <a href="index.php" xml:lang="en">Home</a> / <strong>Prezzi</strong></span>
</div>
<div id="contenitore-menu">
<p class="nascosto">
<a href="#content" title="salta al contenuto principale">Salta menu navigazione</a>
</p>
<ul class="menu">
<li><a href="index.php" id="home" class="nav" xml:lang="en" accesskey="h" tabindex="10">Home </a></li>
<li><a href="foto.php" id="foto" class="nav" accesskey="p" tabindex="11">Foto</a></li>
<li><a href="chi_siamo.php" id="chsia" class="nav" accesskey="c" tabindex="11">Chi Siamo</a></li>
<li><a href="listino.php" id="list" class="vnav" accesskey="l" tabindex="12">Prezzi</a></li>
<li><a href="contattaci.php" id="cont" class="nav" accesskey="m" tabindex="13">Contattaci</a></li>
</ul>
</div>
</div><div id="content">
<p class="nascosto">
    <a title="saltare-contenuto-testuale" href="#footer" tabindex="30" accesskey="b">Salta il contenuto testuale</a>
</p>

<h2 id="titolo-prezzi">Listino Prezzi</h2>
<table id="listino" summary="Listino prezzi Salone Anna">
<caption class="nascosto">Tabella Listino Prezzi</caption>
    <thead>
    <tr><th id="c1" class="thprima" scope="col"> Intervento </th> <th id="c2" class="thseconda" scope="col"> Prezzo </th></tr>
    </thead>
    <tbody class="corpo-tabella">
        <tr><th id="g1" class="rtipo" colspan="2" scope="colgroup">Colore</th></tr>
        <tr><td headers="c1 g1" class="cintervento"> Base lunghezze e punte </td><td headers="c2 g1" class="cprezzo"> da &euro; 40,00 </td></tr>
        <tr><th id="g2" class="rtipo" colspan="2" scope="colgroup">Base</th></tr>
        <tr><td headers="c1 g2" class="cintervento"> Koleston Perfect </td><td headers="c2 g2" class="cprezzo"> da &euro; 31,00 </td></tr>
        <tr><td headers="c1 g2" class="cintervento"> Illumina Color </td><td headers="c2 g2" class="cprezzo"> da &euro; 34,00 </td></tr>
        <tr><td headers="c1 g2" class="cintervento"> Color Touch </td><td headers="c2 g2" class="cprezzo"> &euro; 34,00 </td></tr>
        <tr><td headers="c1 g2" class="cintervento"> Tonalizzazioni </td><td headers="c2 g2" class="cprezzo"> da &euro; 5,00 </td></tr>
        <tr><td headers="c1 g2" class="cintervento">  Reflex </td><td headers="c2 g2" class="cprezzo"> da &euro; 15,00 </td></tr>
        <tr><th id="g3" class="rtipo" colspan="2" scope="colgroup">Contrasti</th></tr>
        <tr><td headers="c1 g3" class="cintervento"> Mèchès Stagnola </td><td headers="c2 g3" class="cprezzo"> da &euro; 1,50 cad.una </td></tr>
        <tr><td headers="c1 g3" class="cintervento"> Painting </td><td headers="c2 g3"  class="cprezzo"> da &euro; 45,00 </td></tr>
        <tr><td headers="c1 g3" class="cintervento"> Effetti luce </td><td headers="c2 g3"  class="cprezzo"> da &euro; 15,00 cad.una </td></tr>
        <tr><th id="g4" class="rtipo" colspan="2" scope="colgroup">Ondulazione</th></tr>
        <tr><td headers="c1 g4" class="cintervento"> Completa </td><td headers="c2 g4" class="cprezzo"> da &euro; 36,00 </td></tr>
        <tr><th id="g5" class="rtipo" colspan="2" scope="colgroup">Taglio</th></tr>
        <tr><td headers="c1 g5" class="cintervento"> Donna </td><td headers="c2 g5" class="cprezzo"> da &euro; 19,00 </td></tr>
        <tr><td headers="c1 g5" class="cintervento"> Uomo </td><td headers="c2 g5" class="cprezzo"> da &euro; 19,00 </td></tr>
        <tr><td headers="c1 g5" class="cintervento"> Bambino </td><td headers="c2 g5" class="cprezzo"> da &euro; 15,00 </td></tr>
        <tr><th id="g6" class="rtipo" colspan="2" scope="colgroup">Piega</th></tr>
        <tr><td headers="c1 g6" class="cintervento"> Phon </td><td headers="c2 g6" class="cprezzo"> da &euro; 11,00 </td></tr>
        <tr><td headers="c1 g6" class="cintervento"> Phon + Piastra </td><td headers="c2 g6" class="cprezzo"> da &euro; 15,00 </td></tr>
        <tr><td headers="c1 g6" class="cintervento"> Bigodini </td><td headers="c2 g6" class="cprezzo"> da &euro; 11,00 </td></tr>
        <tr><td headers="c1 g6" class="cintervento"> Phon + Ferro </td><td headers="c2 g6" class="cprezzo"> da &euro; 17,00 </td></tr>
        <tr><th id="g7" class="rtipo" colspan="2" scope="colgroup">Trattamenti</th></tr>
        <tr><td headers="c1 g7" class="cintervento"> Nioxin </td><td headers="c2 g7" class="cprezzo"> da &euro; 40,00 </td></tr>
        <tr><td headers="c1 g7" class="cintervento"> Cellophane </td><td headers="c2 g7" class="cprezzo"> da &euro; 35,00 </td></tr>
        <tr><td headers="c1 g7" class="cintervento"> Shampop Specifico </td><td headers="c2 g7" class="cprezzo"> da &euro; 2,00 </td></tr>
        <tr><th id="g8" class="rtipo" colspan="2" scope="colgroup">Stiratura</th></tr>
        <tr><td headers="c1 g8" class="cintervento"> A Freddo </td><td headers="c2 g8" class="cprezzo"> da &euro; 35,00 </td></tr>
        <tr><td headers="c1 g8" class="cintervento"> A Caldo </td><td headers="c2 g8" class="cprezzo"> da &euro; 60,00 </td></tr>
        <tr><td headers="c1 g8" class="cintervento"> Curl e Relax </td><td headers="c2 g8" class="cprezzo"> &euro; 35,00 </td></tr>
        <tr><td headers="c1 g8" class="cintervento"> Liss&amp;Color </td><td headers="c2 g8" class="cprezzo"> da &euro; 55,00 </td></tr>
    </tbody>

</table>

</div>
<div id="back_to_top"><a href="#content" class="back_to_top">Torna su</a></div>
<p><a href="#header" class="nascosto" title="vai-a-inizio-pagina" tabindex="1000" accesskey="i">Torna all&apos;inizio pagina</a></p>
<p><a href="#finePagina" class="nascosto" title="vai-a-fine-pagina" tabindex="1001" accesskey="f">Vai a fine pagina</a></p>
<div id="footer" class="footer">
    <div class="footer-left">
        <div class="testo-footer">
            <address class="testo-footer">Via Ludovico Ariosto, 36075 Montecchio Maggiore VI, Italy</address>
        </div>
        <div class="testo-footer">
            <p>tell: <a href="tel:+390444697939">+39 0444 697939</a></p>
        </div>
        <div class="testo-footer">
            <p xml:lang="en">E-Mail <a href="mailto:salone_anna@gmail.com" accesskey="e" tabindex="104">salone_anna@gmail.com</a></p>
        </div>
    </div>
    <div class="footer-right">
        <h3 id="logo_mini"><span>Salone Anna</span></h3>
        <p class="footer-nome-azienda">Salone Anna &copy; 2017</p>
        <div class="w3c">
            <p>
                <a href="http://jigsaw.w3.org/css-validator/check/referer">
                    <img style="border:0;width:88px;height:31px"
                        src="http://jigsaw.w3.org/css-validator/images/vcss-blue"
                        alt="CSS Valido!" />
                </a>
            </p>
            <p>
                <a href="http://validator.w3.org/check?uri=referer"><img
                src="http://www.w3.org/Icons/valid-xhtml10-blue"
                alt="Valid XHTML 1.0 Strict" height="31" width="88" /></a>
            </p>
        </div>
    </div>
</div>
<p id="finePagina"></p>
</body>
</html>
