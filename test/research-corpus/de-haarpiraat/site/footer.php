

<div class="footer">
    <div class="menus" id="footermenu">
        <h2 class="h2footer">Menus</h2>
        <h5 class="h5footer">Navigeer hier voor meer informatie</h5>


        <ul class="menuleft">
            <li class="menuItems"><a class="footer-link" href="index.php">Home</a></li>
            <li class="menuItems"><a class="footer-link" href="curlsys.php">Curlsys</a></li>
            <li class="menuItems"><a class="footer-link" href="#">Great Lengths</a></li>
            <li class="menuItems"><a class="footer-link" href="tarieven.php">Tarieven</a></li>
            <li class="menuItems"><a class="footer-link" href="instagram.php">Instagram</a></li>
            <li class="menuItems"><a class="footer-link" href="contact.php">Contact</a></li>
        </ul>
    </div>

    <div class="menus solidline">
        <h2 class="h2footer">Openingstijden</h2>
        <h5 class="h5footer">Hoe laat kunt u langskomen?</h5>
        <ul class="menuleft">
            <li class="menuLineHeight">Ma   08:30 - 17:30</li>
            <li class="menuLineHeight">Di   Gesloten</li>
            <li class="menuLineHeight">Wo   08:30 - 13:00 / 18:00 - 22:00</li>
            <li class="menuLineHeight">Do   18:00 - 22:00</li>
            <li class="menuLineHeight">Vr   08:30 - 17:30</li>
            <li class="menuLineHeight">Za   Gesloten</li>
            <li class="menuLineHeight">Zo   Gesloten</li>
        </ul>
    </div>

    <div class="menus solidline" id="socialmedia">
        <h2 class="h2footer">Sociale media</h2>
        <h5 class="h5footer">Waar kunt u ons vinden?</h5>

        <div id="lastInstaPost"></div>
    </div>

    <div class="menus">
        <h2 class="h2footer">Contact</h2>
        <h5 class="h5footer">Waar kunt u ons vinden?</h5>


        <ul class="menuleft">
            <li class="menuLineHeight">De HaarPiraat</li>
            <li class="menuLineHeight">Piraat 12</li>
            <li class="menuLineHeight">1671RX Medemblik</li>
            <li class="menuLineHeight">Tel: 0227724544</li>
            <li class="menuLineHeight"><a href="mailto:mirellahaakman@hotmail.com" onclick="mailAlert()">Klik hier om een mail te sturen</a></li>
        </ul>
    </div>
</div>







