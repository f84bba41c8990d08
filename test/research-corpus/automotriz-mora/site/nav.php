<nav style="text-align: center;background-color: white;">

	<table class="navHeader menuEsc" border="0" width="100%">
		<tr>
			<td style="width:20%"> <a href="../"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos" src="/imagesApp/logo.webp" /> </a></td>
			<td id="nosotros"> <a class="rssBtn spc" href="/nosotros/" >nosotros</a></td>
			<td id="servicios"> <a class="rssBtn spc" href="/servicios/" >servicios</a></td> </td>
			<td id="refacciones"> <a class="rssBtn spc" href="/refacciones/" >refacciones</a></td> </td>
			<td id="galeria"> <a class="rssBtn spc" href="/galeria/" >galeria</a></td> </td>
			<td id="atencion-a-flotillas"> <a class="rssBtn spc" href="/atencion-a-flotillas/" >atencion-a-flotillas</a></td> </td>
			
		</tr>
	</table>

	<table class="navHeader menuMobil" border="0" width="100%">
		<tr>
			<td width="20%"> <a href="/"> <img width="135" height="60" alt="logo Automotriz Mora" class="logos logoMobil_" src="/imagesApp/logo.webp" /> </a></td>
		</tr>
	</table>

	<!-- menu desplegable lateral en caso de requerirse subpaginas -->
<div class="menuLateral">
  <!-- <table style="width: 80%;">
    <tr>
      <td>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🏠  Inicio</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🎦  Nuevos</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">⭐  Populares</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">👍  Favoritos</td></tr></table>
        </div>
        <div class="categoSec">
          <table><tr><td style="text-align: left;">🕐  Historial</td></tr></table>
        </div>
      </td>
    </tr>
  </table> -->
  <a href="/nosotros/" target="_self"><p class="subMenu">nosotros</p></a>
  <a href="/servicios/" target="_self"><p class="subMenu">servicios</p></a>
  <a href="/refacciones/" target="_self"><p class="subMenu">refacciones</p></a>
  <a href="/galeria/" target="_self"><p class="subMenu">galeria</p></a>
  <a href="/atencion-a-flotillas/" target="_self"><p class="subMenu">atencion-a-flotillas</p></a>
  
    
</div>
<div class="menuBTNflotante"><img alt="menu movil" onclick="menuLateral()" width="45" height="45" src="/imagesApp/menuMobile.svg" /></div>

</nav>