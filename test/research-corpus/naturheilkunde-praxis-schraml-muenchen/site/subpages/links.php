<!DOCTYPE html>
<html lang="de">
<head>
<title>Links</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link href="../stylesheets/styles.css" rel="Stylesheet" type="text/css">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="../javascript/subpage.js"></script>
</head>

<body id="links">
	<table id="subpage">
		<tr>
			<td id="text">
				<h2>Links</h2>
				<h3>Therapie&shy;zentrum Dante&shy;straße</h3>
				<p>
					Weitere Informationen unter
					<a href="http://www.therapiezentrum-dante.de" target="_blank">http://www.therapie&shy;zentrum-dante.de</a>
				</p>

				<h3>Hakomi</h3>
				<p>
					Weitere Informationen unter
					<a href="http://www.hakomi.de" target="_blank">http://www.hakomi.de</a>
				</p>

				<h3>Weibliche Räume</h3>
				<p>
					Informationen zu Seminaren unter
					<a href="http://imagoberlin.de/workshop.php" target="_blank">http://www.imagoberlin.de</a>
				</p>
			</td>
			<td id="pict"><img id="pictimg" src="../img/weibliche_raeume_small.jpg"></td>
		</tr>
	</table>
</body>
</html>
