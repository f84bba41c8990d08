<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>採用情報 - 豊田市で白内障手術なら【深見眼科】　WEB・電話予約可</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<meta name="description" content="">

<link rel="stylesheet" href="./js/slick/slick.css">
<link rel="stylesheet" href="./js/slick/slick-theme.css">
<link rel="stylesheet" href="./css/loaders.min.css">
<link rel="stylesheet" href="./css/font.css">
<link rel="stylesheet" href="./css/style.css">
<link rel="stylesheet" href="./css/common.css?111">
<link rel="stylesheet" href="./css/top.css?02">
<link rel="stylesheet" href="./css/sub.css?0224">
<link rel="stylesheet" href="./css/contents.css">
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
		"name": "採用情報",
		"item": "https://fukami-ganka.jp/recruit.html"  
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
<div class="contents">

<h2 class="title"><img src="./images/t_recruit.png" alt="採用情報" width="100"></h2>
<div class="sub_main"><img src="./images/sub_recruit.jpg" alt=""></div>

<div class="block">
	<div class="inner">
		<div class="al-c">
			<h3 class="t_recruit mincho al-c">スタッフ募集のお知らせ</h3>
		</div>
		<div class="pickup_recruit mincho">
			募集人数が随時となっていても、経験・能力に応じて、採用する場合もありますので、お気軽に一度ご連絡ください。

		</div>
		<div class="block_recruit mincho">
			<h4 class="sub_recruit">パート募集</h4>
			<!--- 2.1 更新 --->
			<table class="tbl-recruit mincho">
				<tr class="thead">
					<th>募集職種</th>
					<th>募集人数</th>
					<th>時給</th>
				</tr>
				<tr>
					<td>一般スタッフ</td>
					<td>1名</td>
					<td>
					午後、土曜勤務可能な方<br/>
					午前：1,170〜円<br/>
					午後/土曜日：1,320～円
					</td>
				</tr>
				<tr>
					<td>医療事務</td>
					<td>1名</td>
					<td>
						午後、土曜勤務可能な方<br/>
						午前：1,200～円<br/>
						午後/土曜日：1,350～円<br/>
						レセプトの経験がある方厚遇します。<br/>
						応募には眼科での常勤経験１年以上必要です。
					</td>
				</tr>
				<tr>
					<td>看護師</td>
					<td>1名</td>
					<td>
						午後、土曜勤務可能な方<br/>
						オペ時は時給の2割増<br/>
						午前：　1,550～2,000円<br/>
						午後/土曜：　1,800～2,100円
					</td>
				</tr>
				<tr class="last">
					<td>視能訓練士</td>
					<td>1名</td>
					<td>
					午前： 1,550～1,800円<br/>
					午後： 1,800～2,000円<br/>
					土曜： 1,800～2,200円<br/>
					週1回から勤務可
					</td>
				</tr>
			</table>
			<p>
				週3日以上で相談可(視能訓練 士は週1回勤務可) <br/>
				曜日希望相談可<br/>
				試用期間3-6か月
			</p>

		</div>
		<div class="block_recruit mincho">
			<h4 class="sub_recruit">常勤募集</h4>
			<table class="tbl-recruit mincho">
				<tr class="thead">
				<th>募集職種</th>
				<th>募集人数</th>
				<th>月給</th>
				</tr>
				<tr>
				<td>看護師</td>
				<td>1名</td>
				<td>
				28~45万 (精勤手当＋諸手当(役職手当など)を含む)<br/>
				経験・能力に応じて考慮。
				</td>
				</tr>
				<tr>
					<td>視能訓練士</td>
					<td>1名</td>
					<td>
					28~45万 (精勤手当＋諸手当(役職手当など)を含む)<br/>
					経験・能力に応じて考慮。
					</td>
				</tr>
				<tr>
					<td>一般スタッフ</td>
					<td>1名</td>
					<td>
					19.9~41万 (精勤手当＋諸手当(役職手当、レセ手当、書類手当など)を含む)<br/>
					経験・能力に応じて考慮。<br/>
					大卒 24万～<br/>
					専門卒・短大卒 20.6万～<br/>
					高卒 19.9万～
					</td>
				</tr>
				<tr>
					<td>医療事務</td>
					<td>1名</td>
					<td>
						24万 ~ (精勤手当＋諸手当(役職手当、レセ手当、書類手当など)を含む)<br/>
						経験・能力に応じて考慮。<br/>
						レセプトの経験がある方厚遇します。<br/>
						応募には眼科での常勤経験１年以上必要です。
					</td>
				</tr>
			</table>

		</div>
		<div class="pickup_recruit mincho">
			<ul>
				<li>賞与（常勤）：2～4.5か月分（業績連動、功績による）</li>
				<li>
					待遇（パート・常勤）<br/>
					交通費規定支給<br/>
					制服貸与<br/>
					車・自転車通勤可<br/>
					休憩室・個人ロッカー有<br/>
					コンタクト社割有
				</li>
				<li>未経験歓迎</li>
				<li>男性歓迎</li>
				<li>主婦歓迎</li>
				<li>ブランクOK</li>
				<li>経験者優遇</li>
			</ul>
			<p>
			<strong>「患者様とのコミュニケーションを大切にし、共に成長できる仲間を募集！」</strong><br/>
			当院は、患者様の待ち時間を減らし、丁寧な診療を心がけています。そのために、スタッフ一同、日々スキルアップに励み、新しい取り組み（IT化、業務効率化）にも積極的に挑戦しています。
			</p>
			<p>
				<strong>具体的には、</strong>
			</p>
			<p>
			・患者様とのコミュニケーションを大切にし、患者様の疑問に思っていることを丁寧に説明できる方<br/>
			・チームワークを大切にし、他のスタッフと協力して仕事を進められる方<br/>
			・新しいことに興味を持ち、積極的に学ぶ姿勢のある方<br/>
			・変化を恐れず、新しいシステムや業務にも対応できる方<br/>
			<br/>
			このような方を求めています。<br/>
			子育て中の方にも優しい職場です。未経験からでも安心して始められます。業務マニュアルや動画もありますのでご安心ください。<br/>
			<br/>
			当院で一緒に働き、患者様と医療に貢献したいという意欲のある方、ご応募お待ちしております。
			</p>
		</div>
		<div class="block_recruit mincho">
			<h4 class="sub_recruit">仕事内容</h4>
			<div class="about_recruit">
				<dl>
					<dd>
						<ul>
							<li>眼科受付、会計</li>
							<li>検査（視力測定やその他の検査）</li>
							<li>診察介助など眼科一般業務</li>
							<li>手術業務（手術時、術前の検査、準備作業）</li>
						</ul>
					</dd>
					<dt>
						<ul>
							<li>患者様の誘導</li>
							<li>簡単な処置</li>
							<li>清掃</li>
						</ul>
					</dt>
				</dl>
				<p style="margin-bottom: 0px;">
				・必須スキル : タイピングスキル（ブラインドタッチ歓迎）、Wordの基本操作（文書作成、文字入力、書式設定）
				</p>
			</div>
		</div>
		<p>
			【現在の勤務環境】(パート含む)<br/>
			・看護師:10名在籍<br/>
			・看護助手:7名在籍<br/>
			・視能訓練士:1名在籍<br/>
			・電子カルテ
		</p>
		<div class="recruit-flow">
			<h4 class="sub_recruit">応募</h4>
			<h3>申込</h3>
			電話または<a href="https://jp.indeed.com/cmp/%E5%8C%BB%E7%99%82%E6%B3%95%E4%BA%BA-%E5%BF%97%E5%92%8C%E4%BC%9A-%E6%B7%B1%E8%A6%8B%E7%9C%BC%E7%A7%91?from=mobviewjob&tk=1hbg98pmqk3qn807&fromjk=46ca1486cff6880c&attributionid=mobvjcmp" target="_blank">インディード</a>の応募フォームからお申込みください。 <br/>
			※ハローワークにも同内容で募集しています。<br/>
			<br/>
			・原則3営業日以内に折り返しご連絡致します。<br/>
			・職場見学を希望の方はお気軽にご連絡ください。<br/>
			<h3>面接</h3>
			1回のみ30-60分程度 会社説明と面接を兼ねて行います。<br/>
			気になることはお気軽にご質問下さい。<br/>
			<br/>
			・当日は履歴書(写真貼付)をお持ちください。<br/>
			・面接はスーツでなくてもかまいません。<br/>
			<h3>面接後のご連絡</h3>
			1週間程度でご連絡致します。<br/>
			<br/>
			入寮時期はご相談に応じます。<br/>
		</div>
		<div class="info_recruit mincho">
			詳細につきましては、<br class="sp">0565-34-1155までお問い合わせ下さい。<br/>
			担当：磯崎
		</div>
		
	</div>
</div>



<!--診療時間-->
<section class="top_info">
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
</section><!--/top_info-->
</div><!--/contents-->

</main>
<footer class="footer clearfix">
	<a href="./index.html" class="f_logo"><img src="./images/logo.svg" alt="深見眼科 愛知県豊田市の眼科"></a>
	<div class="copyright"><i class="icon-at"></i> Fukami eye clinic All Right Reserved.<br/><a href="https://fukami-ganka.jp/sitemap.html"> - サイトマップ</a></div>

</footer>

<div class="pagetop"><div class="inner"><i class="icon-up-open-big"></i></div></div>

</div><!--/page-->

<script src="./js/slick/slick.min.js"></script>
<script src="./js/jquery.easing.1.3.js"></script>
<script src="./js/script.js"></script>
<script src="./js/navActive.js"></script>
</body>
</html>