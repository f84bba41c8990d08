<!DOCTYPE html>
<html lang="fr">

<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta http-equiv="X-UA-Compatible" content="ie=edge">
  <script src="assets/js/map.js"></script>
  <script async defer src="https://maps.googleapis.com/maps/api/js?key=AIzaSyA3s_eHu_lKzwiSTR-I1G9TiQasXSe6RjI&callback=initMap"></script>
  <link rel="stylesheet" href="assets/css/style.css">
  <title>FLAM BLEU</title>
</head>

<body>
  <nav>
    <img onclick="window.location.href='index.php'" class="logoheader" src="assets/img/header/logo.jpg">
    <ul>
      <li id="homenav" onclick="window.location.href='index.php'"><a href="index.php">Accueil</a></li>
      <li onclick="window.location.href='plomberie.php'"><a href="plomberie.php">Plomberie</a></li>
      <li onclick="window.location.href='chauffage.php'"><a href="chauffage.php">Chauffage</a></li>
      <li onclick="window.location.href='sanitaire.php'"><a href="sanitaire.php">Sanitaires</a></li>
      <li onclick="window.location.href='galerie.php'"><a href="galerie.php">Galerie</a></li>
      <li onclick="window.location.href='devis.php'"><a href="devis.php">Devis</a></li>
      <li id="contactnav" onclick="window.location.href='contact.php'"><a href="contact.php">Contact</a></li>
    </ul>
  </nav>
  <header>
  </header>
<div class="container">

  <div class="sandwich">
    <h2>Chaudières et solutions de chauffage</h2>
    <p>Retrouvez le confort d’un intérieur où il fait bon vivre avec une solution de chauffage adaptée à votre intérieur et à vos habitudes. Bien se sentir chez soi passe par une régulation et une maîtrise de la température. Qu’elle fonctionne à gaz ou au
      fioul, la chaudière joue un rôle primordial dans cette maîtrise. Pour le choix de l’une ou l’autre solution, votre artisan réalise une étude thermique de votre foyer. Flam Bleu dispose de plusieurs qualifications démontrant le sérieux et la qualité
      de ses installations : Qualifioul et Professionnel du Gaz PG.</p>
    <img src="assets/img/page/chauffage.svg">
  </div>

  <div class="sandwich1">
    <div id="sandwich1aa" class="sandwich1a">
      <h3>La chaudière à condensation à gaz, la chaudière au fioul</h3>
      <img src="assets/img/page/chauffagegalerie.jpg">
      <p>La chaudière gaz est l’un des systèmes de chauffage les plus présents sur le parc français, cette position de leader s’explique par sa facilité d’usage au quotidien et son excellent pouvoir calorifique. Avec une certaine flexibilité à l’usage (gaz
        naturel ou propane) et un faible encombrement, la chaudière à gaz s’insère aisément dans la plupart des intérieurs. Ces dernières années, les innovations et l’arrivée des chaudières à condensation ont permis d’améliorer considérablement l’efficacité
        des équipements tout en ménageant la consommation énergétique du foyer.</p>
    </div>

    <div class="sandwich1a">
      <h3>Dépannage et entretien de vos équipements de chauffage</h3>
      <img src="assets/img/page/chauffagegalerie2.jpg">
      <p>Le bon entretien de votre chaudière et de votre installation de distribution est primordial, tant pour votre sécurité et celle de votre famille que pour la pérennité de l’équipement dans le temps. La législation actuelle impose un entretien et une
        maintenance annuelle de votre chaudière. Cette intervention a pour but la vérification de la chaudière, son nettoyage et son réglage ainsi qu’une analyse des polluants atmosphériques dégagés. Enfin, votre artisan plombier vous remet une attestation
        suite à sa visite pour justifier du bon fonctionnement de l’appareil. Flam Bleu intervient également sur vos équipements en panne ou rencontrant des dysfonctionnements. En période de chauffe, l’entreprise veille à se déplacer dans les meilleurs
        délais.</p>
    </div>
  </div>

  <a class="titlepic" href="galerie.php">Nos Réalisations Chauffage ></a>

</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
