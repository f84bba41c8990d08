<footer>
	<div id="footerupdate">
		Letzte Aktualisierung: 
		26.11.2026<br>
		<a href="/impressum.php" >Impressum</a><br />
		<a href="/data-privacy-statement.php">Datenschutzerklärung</a>
	</div>
	<div id="footerimprint">
		Zahn-Docs Berlin<br>
		ZÄ Katrin Kunath &amp; Kollegen<br>
		Ärztezentrum Helle Mitte Haus B<br>
		Kurt-Weill-Gasse 4<br>
		12627 Berlin
	</div>
	<address id="footercontact">
		<b>E-Mail:</b> <a>info@zahndocs-berlin.de</a><br>
		<b>Tel: 030/99499090</b><br>
		<b>Fax: 030/99499091</b>
	</address>
</footer>