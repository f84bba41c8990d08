<!DOCTYPE html>
<html lang="de">
<head>
<title>Top Logo</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<link rel="stylesheet" href="../stylesheets/styles.css" id="stylesheet">
<script type="text/javascript" src="../javascript/jquery-1.12.4.min.js"></script>
</head>
<body id="toplogo">
	<img src="../img/logo.png" alt="Sybille Schraml" id="logoimage">
</body>
</html>