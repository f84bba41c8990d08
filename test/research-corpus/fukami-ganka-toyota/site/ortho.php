<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>オルソケラトロジー（ナイトコンタクト）の概要 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css">
<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css">
<link rel="stylesheet" href="./css/ortho.css">
<link rel="stylesheet" href="./css/smart.css">
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.3.1/jquery.min.js"></script>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-466TG755TX"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());

  gtag('config', 'G-466TG755TX');
</script>
<script type="application/ld+json">
	{
	  "@context": "https://schema.org/", 
	  "@type": "BreadcrumbList", 
	  "itemListElement": [{
		"@type": "ListItem", 
		"position": 1, 
		"name": "深見眼科 | 愛知県豊田市",
		"item": "https://fukami-ganka.jp/"  
	  },{
		"@type": "ListItem", 
		"position": 2, 
		"name": "オルソケラトロジー",
		"item": "https://fukami-ganka.jp/ortho.html"  
	  }]
	}
	</script>
</head>
<body>

<div id="page">


<header class="sub_header mincho fix on">
    <div class="inner">
        <div class="sub_logo"><h1><a href="./index.php"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科" width="178"></a></h1></div>
        <div class="sp_tel"><a href="tel:0565-34-1155"><i class="icon-phone-circled"></i></a></div>
        <div class="nav_wrap">
            <div class="h_tel">tel.0565-34-1155</div>
            <div class="sub_nav">
                <nav class="nav_list">
                <a href="./">ホーム</a>
                <a href="./goaisatsu.php">院長ご挨拶</a>
                <a href="./shinryou.php">診療について</a>
                <a href="./ishi.php">医師紹介</a>
                <a href="./shisetsu.php">施設紹介</a>
                <a href="./yoyaku.php">診療予約</a>
                <a href="./qa.php">よくある質問<br/>Q&A</a>
                <a href="./sick.php">目の病気</a>
                <a href="./sick_hakunaisho.php" >白内障手術</a>
                <a href="./ortho.php">ナイトコンタクト</a>
                <a href="./myopia_control.php">近視進行抑制点眼薬</a>
                <a href="./recruit.php">採用情報</a>
                </nav>
            </div>
        </div>
    </div>
    <div class="nav-button-wrap">
        <div class="nav-button">
            <span></span>
            <span></span>
            <span></span>
        </div>
        <strong>MENU</strong>
    </div>
</header>
<main>
<nav class="ortho_nav">
	<ul class="tile a2-b2-c4 am5-bm10">
		<li><a href="./ortho_about.php" class="ortho_nav_button"><span>オルソケラトロジー<br/>（ナイトコンタクト）とは</span></a></li>
		<li><a href="./ortho_merit-demerit.php" class="ortho_nav_button"><span>オルソケラトロジーの向き不向き<br>メリットデメリット</span></a></li>
		<li><a href="./ortho_cost.php" class="ortho_nav_button"><span>オルソケラトロジーの費用</span></a></li>
		<li><a href="./ortho_qa.php" class="ortho_nav_button"><span>オルソケラトロジーQ&amp;A</span></a></li>
	</ul>
</nav>

<div class="contents_gray">

<div class="contents_gray_inner">

<h1 class="t_ortho_gaiyou t_ortho_gaiyou--img mincho"><img src="./images/svg/ortho_gaiyo.svg" alt="オルソケラトロジーの概要" ></h1>
<p>オルソケラトロジーとは近視を矯正する治療法の一種です。世界各国でその安全性と有効性が認められ、現在では日本でも実施されています。特殊なコンタクトレンズを寝ている間に装用して矯正を行います。特に小児期の近視の進行抑制に効果があると注目されています。</p>

<h2 class="t_ortho mincho">治療の流れ</h2>
<img src="./images/ortho_flow.png" alt="治療の流れ" class="pc600">
<img src="./images/ortho_flow_sp.png" alt="治療の流れ" class="sp600">

<h2 class="t_ortho mincho">定期検査</h2>
<p>オルソケラトロジーレンズを快適に装用していただくために定期検査を必ず受けてください。<br>
定期検査の際には使用中のレンズや保存ケースを持参してください。<br>
また、調子よく感じていても、気づかないうちに眼やレンズに負担をかけていることがあり、見え方が急に変化したり、痛みや違和感を感じる場合があります。その場合、レンズの使用を中止して、すぐに眼科で受診してください。</p>

<h2 class="t_ortho mincho">他の矯正方法との比較</h2>
<table class="table_ortho">
	<thead>
		<tr>
			<td></td>
			<th>長所</th>
			<th>短所</th>
		</tr>
	</thead>
	<tbody>
		<tr>
			<th>眼鏡</th>
			<td>
				<ul class="list-icon-kuro">
					<li>手軽にかけたりはずしたりできる</li>
					<li>手入れが簡単である</li>
				</ul>
			</td>
			<td>
				<ul class="list-icon-kuro">
					<li>激しい運動には不向き
					<li>レンズがくもったり、視野が狭くなったりする
				</ul>
			</td>
		</tr>
		<tr>
			<th>コンタクトレンズ</th>
			<td>
				<ul class="list-icon-kuro">
					<li>強い近視や乱視・遠視でも矯正できる
					<li>容姿に影響を与えずに使える
				</ul>
			</td>
			<td>
				<ul class="list-icon-kuro">
					<li>眼鏡に比べると手軽にはつけはずしできない
					<li>ゴーグルなしで水泳には使えない
				</ul>
			</td>
		</tr>
		<tr class="highlight">
			<th>オルソケラトロジーレンズ</th>
			<td>
				<ul class="list-icon-kuro">
					<li>日中は裸眼で過ごせる
					<li>中止すれば2週間程度で元の角膜形状に戻る
				</ul>
			</td>
			<td>
				<ul class="list-icon-kuro">
					<li>夜間に継続してレンズを装用しなくてはならない
					<li>強度近視や乱視・遠視は矯正できない
				</ul>
			</td>
		</tr>
		<tr>
			<th>レーシック</th>
			<td>
				<ul class="list-icon-kuro">
					<li>常に裸眼で過ごせる
					<li>ケアの手間や追加費用がかからない
				</ul>
			</td>
			<td>
				<ul class="list-icon-kuro">
					<li>外科手術が必要で、元の角膜形状には戻せない
					<li>18歳以上でないと手術を、受けられない
				</ul>
			</td>
		</tr>
	</tbody>
</table>

<h2 class="t_ortho mincho">近視進行抑制点眼薬との併用</h2>
<p>オルソケラトロジーと0.01%アトロピン（マイオピン）点眼を併用することで、オルソケラトロジー単独療法よりも、近視進行抑制効果が報告されています。併用の際は、マイオピン点眼をさしてから、5分以上時間をあけてオルソレンズを装用して下さい。</p>
<p class="m-b-40">現在当院では0.01%アトロピン（マイオピン）点眼は取り扱っておりません。0.025%アトロピン（リジュセア®ミニ点眼液0.025％）は取り扱っておりますので、ご希望があればこちらを処方致します。</p>
<a href="./myopia_control.php" class="b_ortho b_ortho_gaiyou">近視進行抑制点眼薬についてはこちら<i class="icon-right-circle"></i></a>

<h2 class="t_ortho mincho">主な注意事項</h2>

<ul class="list-icon-kuro">
	<li>オルソケラトロジーは一般的な治療法と同様に向き不向きがあり、メリットやデメリットが存在します。以降のページの注意事項をお読み頂き、治療に同意された方のみを対象に適応検査を行い、専門医が適応と判断した場合にのみ治療を行います。</li>
	<li>費用は初年度16.5 万円（税込） 、 2 年目以降は 3.3 万 〜 7.7 万円（税込）必要です。詳細は以降のページの費用についての項目に明細を記載しています。レンズの紛失・交換に費用が発生します。</li>
	<li>オルソケラトロジーは、高度管理医療機器を使用するものであり、クーリングオフ（契約解除）は適用外です。</li>
	<li>オルソケラトロジーの治療費は、所得税の医療費控除が受けられます。</li>
</ul>

<h2 class="t_ortho mincho">スペシャルコラム</h2>
<ul class="tile a1-b1-c2 am15">
	<li><a href="./ortho_about.php" class="ortho_menu_button"><span>オルソケラトロジー<br/>（ナイトコンタクト）とは</span></a></li>
	<li><a href="./ortho_merit-demerit.php" class="ortho_menu_button"><span>オルソケラトロジーの向き不向き<br>メリットデメリット</span></a></li>
	<li><a href="./ortho_cost.php" class="ortho_menu_button"><span>オルソケラトロジーの費用</span></a></li>
	<li><a href="./ortho_qa.php" class="ortho_menu_button"><span>オルソケラトロジーQ&amp;A</span></a></li>
</ul>

<section class="top_banner">
	
	<div class="yoyaku_mes">
		<p>＊受診は定期検査を含めて全て完全予約制です。<br>インターネット予約は承っておりませんので、<br>必ずお電話または窓口にてご予約をお願い致します。</p>
	</div>
</section>

</div>

<!--診療時間-->



<!--診療時間-->
<section class="top_banner">
	<div class="al-c m-t-20"><a href="./recruit.html"><img src="./images/info_recruit.png" alt="採用情報"></a></div>
</section><!--/top_banner-->

</div><!--/contents-->

<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->
</main>

<div class="float-nav mincho">
	<div class="pc767">
		<nav>  
			<a href="#" class="modal-button" data-target="modal-shinryo">診療案内</a>
			<a href="./yoyaku.php">診療予約</a>
		</nav>
	</div>
	<div class="sp767">
		<nav>  
			<a href="#" class="modal-frame-button" data-target="modalFrameShinryo"><img src="./images/spnav01.webp?1795740653"></a>
			<a href="./yoyaku.php"><img src="./images/spnav02.webp?1795740653"></a>
		</nav>
	</div>
</div>

<div class="modal">
	<div class="modal-contents">
		<button class="modal-close"></button>
		<div class="modal--inner">
			<div id="modal-degisuma">
				<figure>
					<img src="./images/degisuma_pc.webp"/>
					<a href="https://link.digikar-smart.jp/ios" target="_blank" class="app-link ios">ios</a>
					<a href="https://link.digikar-smart.jp/android" target="_blank" class="app-link android">android</a>
				</figure>
				<div class="more">
				<a href="./yoyaku.html#about">
					デジスマ診療とは→
				</a>
				</div>
			</div>
			<div id="modal-shinryo">
			<div class="info">
				<div class="info-tel-access">
					<h2 class="t_top"><img src="./images/t_info.png" alt="診療時間" width="126"></h2>
					<div class="tel">
						<img src="./images/tel.png" alt="0565-34-1155" width="147" class="tel_img">
					</div>
					<div class="access">
						<dl>
							<dt>［深見眼科］</dt>
							<dd>
								〒471-0079<br/>
								豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/y89rTWV8u2zLCL1t7" target="_blank">Googleマップで開く</a></span>
							</dd>
							<dd>
								【電車をご利用のお客様】<br/>
								名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
								【お車をご利用のお客様】<br/>
								深見眼科ビル前に専用平面駐車25台以上有り
							</dd>
						</dl>
					</div>
				</div>
				<div>
					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							9：30〜<br/>12：30<br/>
							<br/>
							受付終了は<br/>12:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○</dd>
							<dd>○<br/>2診<br/>★</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							<dd>○<br/>2診</dd>
							
							<dt>担当</dt>
							<dd>院長<br/>副院長</dd>
							<dd>院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
							<dd>院長<br/>副院長</dd>
						</dl>
					</div>

					<div class="consultation">
						<div class="hour">
							診療時間<br/>
							15：30〜<br/>18：30<br/>
							<br/>
							受付終了は<br/>18:15です。
						</div>
						<dl>
							<dt>曜日</dt>
							<dd>月</dd>
							<dd>火</dd>
							<dd>水</dd>
							<dd>木</dd>
							<dd>金</dd>
							<dd>土</dd>
							
							<dt>診療</dt>
							<dd>○</dd>
							<dd>-</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>○</dd>
							<dd>-</dd>
							
							<dt>担当</dt>
							<dd>院長</dd>
							<dd>-</dd>
							<dd>院長</dd>
							<dd>副院長</dd>
							<dd>院長</dd>
							<dd>-</dd>
						</dl>
					</div>
					

					<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
					</p>
					<a href="./yoyaku.php" class="b_yoyaku">診療の予約をする</a>
				</div>
			</div>
			</div>
		</div>
	</div>
</div>
<div class="modal-frame" id="modalFrameDegisuma">
	<div class="modal-frame-close"></div>
</div>
<div class="modal-frame" id="modalFrameShinryo">
	<!--診療時間-->
	

<div id="smartContents">
	<header>
		<h1 class="mincho"><img src="./images/spnav01.webp?1795740653"/></h1>
	</header>
	<main>
	<!--診療時間-->
	<section class="top_info">
		<div class="info">
			<div class="info-tel-access">
				<h2 class="t_top"><img src="./sp/images/tel.webp" alt="診療時間" width="126"></h2>
				<div class="tel">
					<a href="tel:0565-34-1155">
						<img src="./sp/images/tel.webp" alt="0565-34-1155" width="200" class="tel_img">
					</a>
				</div>
				
			</div>
			<div>
				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						9：30〜<br/>12：30<br/>
						<br/>
						受付終了は<br/>12:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○</dd>
						<dd>○<br/>2診<br/>★</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						<dd>○<br/>2診</dd>
						
						<dt>担当</dt>
						<dd>院長<br/>副院長</dd>
						<dd>院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
						<dd>院長<br/>副院長</dd>
					</dl>
				</div>

				<div class="consultation">
					<div class="hour">
						診療時間<br/>
						15：30〜<br/>18：30<br/>
						<br/>
						受付終了は<br/>18:15<br/>です。
					</div>
					<dl>
						<dt>曜日</dt>
						<dd>月</dd>
						<dd>火</dd>
						<dd>水</dd>
						<dd>木</dd>
						<dd>金</dd>
						<dd>土</dd>
						
						<dt>診療</dt>
						<dd>○</dd>
						<dd>-</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>○</dd>
						<dd>-</dd>
						
						<dt>担当</dt>
						<dd>院長</dd>
						<dd>-</dd>
						<dd>院長</dd>
						<dd>副院長</dd>
						<dd>院長</dd>
						<dd>-</dd>
					</dl>
				</div>
				

				<p class="shinryo_mes">
					2診：2診制です。<br/>
					★手術日のため、2診は11：30まで。<br/>
					休診日：火曜午後・土曜午後・日曜日・祝日・年末年始<br/>
					疾患の内容により、同日にすべての検査が行えない場合があります。<br/>
					ご不明な場合はお問合せ下さい
				</p>
				<div class="access">
					<dl>
						<dt>［深見眼科］</dt>
						<dd>
							〒471-0079<br/>
							豊田市陣中町1-6-11<span><a href="https://maps.app.goo.gl/JBqcASGATYjkKXmW6" target="_blank">Googleマップで開く</a></span>
						</dd>
						<dd>
							【電車をご利用のお客様】<br/>
							名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)<br/>
							【お車をご利用のお客様】<br/>
							深見眼科ビル前に専用平面駐車25台以上有り
						</dd>
					</dl>
				</div>
			</div>
		</div>
	</section><!--/top_info-->
	</main>
</div>	<div class="modal-frame-close"></div>
</div>

<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/slick/slick.min.js"></script>
<script src="./js/navActive.js?1795740653"></script>
<script src="./js/modal.js?1795740653"></script>
<script src="./js/script.noviewport.js?1795740653"></script>
</body>
</html>