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

  <div class="wrapper">
    <h2>Contactez-nous</h2>
  <p>Nous mettons tout en oeuvre pour faciliter votre
      visite sur notre site afin de répondre au mieux à vos attentes.
      Vous pouvez nous contacter par téléphone ou par email et nous vous
      répondrons dans les plus brefs délais. </p>
</div>

  <div id="fliptexte">
  <div class="flip">
    <div class="page">
      <div class="devant">
        <p>FLAM BLEU</p>
        <p>01-49-51-31-71</p>
        <p>10 Rue du Capitaine Alfred Dreyfus</p>
        <p>93210 La Plaine Saint Denis</p>
      </div>
      <div class="arriere">
        <figure>
          <img  src="assets/img/header/logo.jpg">
        </figure>
      </div>
    </div>
  </div>
  </div>

  <div class="formap">
  <div id="map" class="map2"></div>
  <form method="post" action="data/mail.php">
    <p class="coordonnees">Vos Coordonnées</p>
    <label for="nom">Nom <span class="asterix">*</span></label>
    <input type="text" name="nom" required/>
    <label for="email">Email <span class="asterix">*</span></label>
    <input type="email" name="email" required />
    <label for="telephone">Tél <span class="asterix">*</span></label>
    <input name="telephone" type="tel" required/>
    <label for="message">Message <span class="asterix">*</span></label>
    <textarea name="message" required></textarea>
    <input class="btn" name="envoi" type="submit" value="Envoyer" />
  </form>
</div>

</div>
<footer>
  <img src="assets/img/footer/blacklogo.jpg">
</footer>
</body>

</html>
