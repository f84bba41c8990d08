
<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="UTF-8">
    <title>Les Parisiens du Bâtiment - Rénovation & Travaux à Paris | Expert Bâtiment</title>
    <meta name="viewport" content="width=device-width, initial-scale=1.0">

    <!-- SEO Meta Tags -->
    <meta name="description" content="✓ Entreprise de rénovation à Paris ✓ 27 ans d'expérience ✓ Travaux tous corps d'état ✓ Devis gratuit ✓ Particuliers & professionnels ✓ Île-de-France">
    <link rel="canonical" href="https://www.lesparisiensdubatiment.com/">
    
    <!-- Open Graph -->
    <meta property="og:title" content="Les Parisiens du Bâtiment - Expert Rénovation Paris">
    <meta property="og:description" content="Spécialiste de la rénovation d'intérieur et travaux tous corps d'état à Paris. 27 ans d'expérience, +100 projets réalisés.">
    <meta property="og:type" content="website">
    <meta property="og:url" content="https://www.lesparisiensdubatiment.fr/">
    <meta property="og:locale" content="fr_FR">
    <meta property="og:site_name" content="Les Parisiens du Bâtiment">
    <link rel="icon" type="image/x-icon" href="favicon.ico">

    <script type="application/ld+json">
    {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "name": "Les Parisiens du Bâtiment",
      "image": "https://www.lesparisiensdubatiment.com/images/logo.png",
      "telephone": "06 14 23 33 43",
      "address": {
        "@type": "PostalAddress",
        "streetAddress": "14 Avenue Villemain",
        "addressLocality": "Paris",
        "postalCode": "75000",
        "addressCountry": "FR"
      },
      "url": "https://www.lesparisiensdubatiment.fr",
      "description": "Entreprise de rénovation à Paris avec 27 ans d'expérience. Travaux tous corps d'état, devis gratuit.",
      "openingHours": "Mo-Fr 08:00-18:00"
    }
    </script>

    <link rel="stylesheet" href="css/style.css">
</head>
<body>
<body>
<header class="site-header">
    <nav class="navbar">
        <div class="logo">
            <a href="index.php#home">
                <img src="images/logo.svg" alt="logo de l'entreprise">
            </a>
        </div>

        <div class="burger" id="burger">
            <span></span>
            <span></span>
            <span></span>
        </div>

        <ul class="nav-links" id="nav-link">
            <li><a href="/">Accueil</a></li>
            <li><a href="#about">À propos</a></li>
            <li><a href="#services">Services</a></li>
            <li><a href="#projects">Réalisations</a>
            <li><a href="projects">Nos projets</a></li>
            <li><a href="#testimonials">Avis Clients</a></li>
        </ul>
    </nav>
</header>
<main class="projects-page">
    <section class="projects-grid-section">
        <div class="container">
            <div id="section-h2-projects" class="section-h2">
                <h1 id="second-projects-title" class="title-h2 fade-in-up-fast">Nos réalisations</h1>
                <p>Découvrez nos projets réalisés avec passion.</p>
            </div>

            <div class="gallery" id="projects-gallery">
                <a href="project?id=projet1" class="card fade-in-up-slow"><img src="images/project1/boissonade2.webp" alt="Cuisine" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 14ᵉ – Rue Boissonade</div><h3>Cuisine</h3><p>Rénovation total, cuisine , salon, chambre et salle de bain</p></div></a><a href="project?id=projet9" class="card fade-in-up-slow"><img src="images/project9/labiche24.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Rue Labiche</div><h3>Appartement entierement rénové</h3><p>Rénovation de chambre, salon, cuisine et salle de bain</p></div></a><a href="project?id=projet2" class="card fade-in-up-slow"><img src="images/project2/marceau9.webp" alt="Deux chambres et deux salles de bains" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 8ᵉ – Ave Marceau</div><h3>Deux chambres et deux salles de bains</h3><p>Rénovation complète d’un espace ouvert cuisine/salon.</p></div></a><a href="project?id=projet3" class="card fade-in-up-slow"><img src="images/project3/breteuil1.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 7ᵉ – Breteuil</div><h3>Appartement entierement rénové</h3><p>Cuisine, salon, salle de bain et chambre moderne et lumineux</p></div></a><a href="project?id=projet4" class="card fade-in-up-slow"><img src="images/project4/guynemer1.webp" alt="Appartement style moderne" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 6ᵉ – Rue Guynemer </div><h3>Appartement style moderne</h3><p>Rénovation total, cuisine ouverte , salon, chambre et salle de bain</p></div></a><a href="project?id=projet5" class="card fade-in-up-slow"><img src="images/project5/paul-doumer5.webp" alt="Chambre" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Ave Paul Doumer</div><h3>Chambre</h3><p>Rénovation total, chambre, séjour, cuisine ouverte et salle de bain en marbre TRAVERTIN</p></div></a><a href="project?id=projet6" class="card fade-in-up-slow"><img src="images/project6/jeanne3.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 13ᵉ – Rue Jeanne d&#039;Arc</div><h3>Appartement entierement rénové</h3><p>Rénovation de chambre, salon, cuisine ouverte, terasse et salle de bain</p></div></a><a href="project?id=projet7" class="card fade-in-up-slow"><img src="images/project7/meziere7.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 6ᵉ – Rue Mezieres</div><h3>Appartement entierement rénové</h3><p>Rénovation de fenêtres, du sol, salon, cuisine et salle de bain</p></div></a><a href="project?id=projet8" class="card fade-in-up-slow"><img src="images/project8/lauriston2.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Rue Lauriston</div><h3>Appartement entierement rénové</h3><p>Rénovation de chambre, salon, cuisine et salle de bain</p></div></a><a href="project?id=projet10" class="card fade-in-up-slow"><img src="images/project10/labraise1.webp" alt="Restaurant rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 7ᵉ – Rue L&#039;Abraise</div><h3>Restaurant rénové</h3><p>Rénovation de la salle de restaurant et des WC</p></div></a><a href="project?id=projet11" class="card fade-in-up-slow"><img src="images/project11/raynouard6.webp" alt="Appartement entierement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Rue Raynouard</div><h3>Appartement entierement rénové</h3><p>Rénovation de la salle de bain et sol marbré, cuisine et chambre</p></div></a><a href="project?id=projet12" class="card fade-in-up-slow"><img src="images/project12/camou9.webp" alt="Appartement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 7ᵉ – Rue Camou</div><h3>Appartement rénové</h3><p>Rénovation de la chambre, toilette, salle de bain, salon et terasse</p></div></a><a href="project?id=projet13" class="card fade-in-up-slow"><img src="images/project13/barbette1.webp" alt="Appartement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 4ᵉ – Rue Barbette</div><h3>Appartement rénové</h3><p>Rénovation de la salle de bain, toilette, sol, escaliers et cuisine</p></div></a><a href="project?id=projet14" class="card fade-in-up-slow"><img src="images/project14/versailles2.webp" alt="Appartement rénové" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Ave de Versailles</div><h3>Appartement rénové</h3><p>Rénovation de la salle de bain, toilette, salon, salle à manger, cuisine, chambre et terasse</p></div></a><a href="project?id=projet15" class="card fade-in-up-slow"><img src="images/project15_encours/georges1.webp" alt="Appartement rénové (en cours de rénovation)" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Ave Georges Mandel</div><h3>Appartement rénové (en cours de rénovation)</h3><p>Rénovation de la salle de bain,salon, salle à manger, cuisine, chambre</p></div></a><a href="project?id=projet16" class="card fade-in-up-slow"><img src="images/project16_encours/franklin1.webp" alt="Appartement rénové (en cours de rénovation)" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Benjamin Franklin</div><h3>Appartement rénové (en cours de rénovation)</h3><p>Rénovation de la chambre</p></div></a><a href="project?id=projet17" class="card fade-in-up-slow"><img src="images/project17_encours/lamartine-2.webp" alt="Rénovation d&#039;appartement (en cours de rénovation)" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Square Lamartine</div><h3>Rénovation d&#039;appartement (en cours de rénovation)</h3><p>Rénovation d&#039;une grande pièce&#039;</p></div></a><a href="project?id=projet18_encours" class="card fade-in-up-slow"><img src="images/project18_encours/raynouard-17.webp" alt="Appartement rénové (en cours en rénovation)" class="mainImg"><div class="overlay"><div class="overlay-address"><img src="assets/map.webp" alt="Adresse" class="icon-address">Paris 16ᵉ – Rue Raynouard</div><h3>Appartement rénové (en cours en rénovation)</h3><p>Rénovation entière de l&#039;appartement</p></div></a>            </div>
        </div>
    </section>
</main>

<footer class="site-footer" role="contentinfo">
    <div class="container">
        <div id="footer-container">
            <div class="footer-left">
                <div id="footer-left-section" class="footer-section">
                    <div class="footer-contact">
                        <div id="contact-triangle" class="button-wrapper">
                            <button id="contact-toggle" aria-expanded="false" aria-controls="contact-info">
                                Contactez-nous
                            </button>
                            <div class="triangle-right" aria-hidden="true"></div>
                        </div>
                        <div id="contact-info" class="contact-info" aria-hidden="true">
                            <div id="phone" class="contact">
                                <img src="assets/telephone.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="tel:0140520314" class="contact-link">01 40 52 03 14</a>
                            </div>
                            <div id="mail" class="contact">
                                <img src="assets/e-mail.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="mailto:contact@lesparisiensdubatiment.com" class="contact-link">contact@lesparisiensdubatiment.com</a>
                            </div>
                        </div>
                        <div class="adress">
                            <img src="assets/carte.webp" alt="" aria-hidden="true" width="15" height="15">
                            <span>14 Avenue Villemain, <strong>75014 Paris</strong></span>
                        </div>
                    </div>

                    <hr aria-hidden="true">

                    <div class="footer-socials">
                        <h3>Rejoignez-nous</h3>
                        <div id="linkedin" class="social">
                            <a href="https://www.linkedin.com/" target="_blank" rel="noopener" aria-label="Suivez-nous sur LinkedIn">
                                <img src="assets/linkedin.webp" alt="" width="23" height="23">
                                <span>LinkedIn</span>
                            </a>
                        </div>
                        <div id="instagram" class="social">
                            <a href="https://www.instagram.com/lesparisiensdubatiment" target="_blank" rel="noopener" aria-label="Suivez-nous sur Instagram">
                                <img src="assets/instagram.webp" alt="" width="23" height="23">
                                <span>Instagram</span>
                            </a>
                            
                        </div>
                    </div>
                </div>
            </div>

            <div class="footer-right">
                <div id="footer-right-section" class="footer-section">
                    <h3>Naviguez à votre rythme :</h3>
                    <ul class="footer-links">
                        <li><a href="index#home" class="footer-nav-button">Accueil</a></li>
                        <li><a href="index#about" class="footer-nav-button">Qui sommes-nous ?</a></li>
                        <li><a href="index#services" class="footer-nav-button">Nos services</a></li>
                        <li><a href="index#projects" class="footer-nav-button">Nos réalisations</a></li>
                        <li><a href="index#testimonials" class="footer-nav-button">Avis Clients</a></li>
                    </ul>
                </div>
            </div>
        </div>
        
        <div class="footer-bottom">
            <div class="mention-politic">
                <a id="mention-toggle" href="mentions-legales.php" class="footer-legal-link">Mentions légales</a>
                <a id="politic-toggle" href="politic-confident.php" class="footer-legal-link">Politique de confidentialité des données</a>
            </div>
            
            <div class="footer-copyright">
                <p>&copy; 2026 Les Parisiens du Bâtiment. Tous droits réservés.</p>
            </div>
            <div class="footer-logo">
                <img src="images/logo-white.svg" alt="Les Parisiens du Bâtiment" width="48" height="48">
            </div>
        </div>
    </div>
</footer><script src="js/main.js"></script>
</body>
</html>
