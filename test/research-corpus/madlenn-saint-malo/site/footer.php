    <footer>
        <div id="reseauSocial">
            <h2>Instagram</h2>
            <a href="https://www.instagram.com/madlennsaintmalo/" target="_blank"> @PatisserieMadlenn</a>
        </div>
        <section id="piedDePage">
            <div class="categorieFooter">
                <h3> Horaires </h3>
                <p> Boutique: 8h-13h et 16h-19h du lundi au samedi et 8h-13h le dimanche</p>
                <p> Marché: </p>
                <p> Saint-Servan: Mardi et Vendredi</p>
                <p> Paramé: Mercredi et Samedi</p>
                <p> Rocabey: Jeudi et Samedi </p>
            </div>
            <div>
                <h3> Info contact</h3>
                <p> madlenn.saintmalo@gmail.com</p>
                <p> Boutique: 07 81 31 58 87</p>
                <p> Labo: 07 81 07 91 55</p>
            </div>
            <div class="categorieFooter">
                <h3> Informations Pratiques </h3>
                <p class="underline"> A la boutique : </p>
                <div>
                    <p> 23 avenue des fontenelles</p>
                    <p> 35400 Saint-Malo</p>
                </div>
                <p class="underline"> Sur les marchés de Saint-Malo:</p>
                <p> Paramé </p>
                <p> Rocabey</p>
                <p> Saint-Servan</p>
            </div>
            <div class="categorieFooter">
                <h3> Suivez-nous:</h3>
                <a href="https://www.instagram.com/madlennsaintmalo/" target="_blank"> Instagram </a>
            </div>
        </section>
    </footer>
</html>