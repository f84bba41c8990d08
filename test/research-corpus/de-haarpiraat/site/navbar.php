<div class="overlay">
    <div class="wrap">
        <ul class="wrap-nav">
            <li class="li-klein-groot">
                <ul class="ul-klein">
                    <li class="li-klein"><a class="a-klein" href="index.php">Home</a></li>
                    <li class="li-klein"><a class="a-klein" href="curlsys.php">CURLSYS&reg</a></li>
                    <li class="li-klein"><a class="a-klein" href="greatlengths.php">Great Lengths</a></li>
                    <li class="li-klein"><a class="a-klein" href="instagram.php">Instagram</a></li>
                    <li class="li-klein"><a class="a-klein" href="tarieven.php">Tarieven</a></li>
                    <li class="li-klein"><a class="a-klein" href="contact.php">Contact</a></li>
                </ul>
            </li>
        </ul>
    </div>
</div>
<nav id="nav">
<a class="a-groot" href="index.php"><img src="images/Logo-HaarPiraat.png" alt="" class="logo"></a>
    <ul class="nav-gray" id="not-black">
        <li class="li-groot"><a class="a-groot" href="curlsys.php">CURLSYS&reg</a></li>
        <li class="li-groot"><a class="a-groot" href="greatlengths.php">Great Lengths</a></li>
        <li class="li-groot"><a class="a-groot" href="instagram.php">Instagram</a></li>
        <li class="li-groot"><a class="a-groot" href="tarieven.php">Tarieven</a></li>
        <li class="li-groot"><a class="a-groot" href="contact.php">Contact</a></li>
    </ul>
    <div class="button">
        <a class="btn-open" style="text-decoration: none;" href="#"></a>
    </div>
</nav>
