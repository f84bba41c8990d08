<!doctype html>
<html lang="ja" prefix="og: http://ogp.me/ns#">
  <head>
    <!-- Required meta tags -->
    <meta property="og:title" content="錬成教室 やいま塾">
    <meta property="og:type" content="website">
    <meta property="og:description" content="石垣島にある学習塾、錬成教室やいま塾のホームページです。大学受験、高校受験はもちろん、各種検定の取得もサポートします。">
    <meta property="og:url" content="https://www.xn--n8j5fqa2502b.com/">
    <!-- <meta property="og:site_name" content="サイトのタイトル"> -->
    <meta property="og:image" content="./images/topimg.jpg">
    <meta charset="utf-8"> 
    <meta name="description" content="石垣島にある学習塾、錬成教室やいま塾のホームページです。大学受験、高校受験はもちろん、各種検定の取得もサポートします。">
    <meta name="keywords" content="石垣島,塾,やいま塾,受験">
    <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
    <meta name="format-detection" content="telephone=no">

    <!-- Bootstrap CSS -->
    <link rel="stylesheet" href="https://stackpath.bootstrapcdn.com/bootstrap/4.5.0/css/bootstrap.min.css" integrity="sha384-9aIt2nRpC12Uk9gS9baDl411NQApFmC26EwAOH8WgZl5MYYxFfc+NcPb1dKGj7Sk" crossorigin="anonymous">
    <link rel="stylesheet" href="./css/stylesheet.css">
    <script src="https://cdn.jsdelivr.net/npm/vue/dist/vue.js"></script>
    <title>錬成教室 やいま塾</title>
  </head>
  <body>
  <div class="wrap">
    <div class="container-fluid"> <!--ヘッダー-->
      <div class="header d-flex justify-content-between justify-content-md-around mt-2">
        <div class="headerlogo mt-1 mt-md-2"><img src="./images/yaima-rogo.png"></div>
        <ul class="list-unstyled">
          <li>電話受付時間 10時〜17時</li>
          <li>TEL 0980-82-7660</li>
        </ul>
      </div> <!--d-flex ect-->
    </div> <!--ヘッダー-->

    
            
      <!--スマホメニュースタート-->
      <div id="menu" class="d-sm-none">

        <div v-on:click="drawer" class="menubtn d-flex flex-column justify-content-center align-items-center">
          <div class="line"></div>
          <div class="line"></div>
          <div class="line"></div>
          <div class="menutext">MENU</div>
        </div>

        
        <div class="humberger" v-bind:style="{transform:draw}">
          <ul class="flex-column text-center list-unstyled">
            <li><img src="./images/yaima-rogo.png"></li>
            <li><a href="index.php" ontouchstart="">ホーム</a></li>
            <li><a href="success.php" ontouchstart="">合格体験記・合格実績</a></li>
            <li><a href="course.php" ontouchstart=""> コース紹介</a></li>
            <li><a href="session.php" ontouchstart="">進学への道</a></li>
            <li><a href="access.php" ontouchstart="">お問い合わせ</a></li>
            <li><a v-on:click="closer" ontouchstart="">×</a></li>
          </ul>
        </div>
      </div>

      <!-- 電話ボタン、トップボタン -->
      <div class="callbtn text-center d-md-none">
      <a href="tel:0980-82-7660" class="btn btn-block font-weight-bold mx-auto mx-md-0" ontouchstart=""><img src="./images/telicon.png" class="img-fluid">電話でお問い合わせ</a>
      </div>
      <!-- <div class="backbtn text-center d-md-none">
        <div class="btn btn-block font-weight-bold mx-auto mx-md-0">
          <img src="./images/topback.png" class="img-fluid">
        </div>
      </div> -->
  
      <script>
        const vue = new Vue({
          el:"#menu",
          data:{
            draw:'translateX(0)'
          },
          methods:{
            drawer: function() {
              vue.$data.draw = 'translateX(-80vw)';
            },
            closer: function() {
              vue.$data.draw = 'translateX(0)'
            }
          }
        })
      </script>
      <!--スマホメニューここまで-->

      <!--ヘッダーメニュースタート-->
      <div class="headmenu d-none d-md-block font-weight-bold">
        <ul class="list-inline d-flex justify-content-center text-center">
          <li class="list-inline-item"><a href="index.php">ホーム</a></li>
          <li class="list-inline-item"><a href="success.php">合格体験記・合格実績</a></li>
          <li class="list-inline-item"><a href="course.php">コース紹介</a></li>
          <li class="list-inline-item"><a href="session.php">進学への道</a></li>
          <li class="list-inline-item"><a href="access.php">お問い合わせ</a></li>
        </ul>
      </div>
      <!--ヘッダーメニューここまで-->
      
      <div class="headerg d-inline-flex justify-content-center d-md-none"> <!--ヘッダー帯-->
        <div class="align-self-center font-weight-bold">卒塾生インタビュー</div>
      </div>
      
      <div class="pcwidth">
        <div class="container-fluid d-flex flex-column"> <!--卒塾生インタビュースタート-->
          <div class="mt-5 text-center">
            あらゆる場所で活躍するやいま塾の卒塾生に</br>
            インタビューしてきました！</br>
            というような紹介を書きます。</br></br>
            顔写真を押すと、</br>
            インタビューを見ることができます。</div>
            <div class="row mt-4">
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="" data-toggle="modal" data-target="#modalint1">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
              <div class="col-6 col-md-3">
                <div class="intimg mx-auto text-center my-4 mx-md-3" ontouchstart="">
                  <img src="./images/teacher1.jpeg"> </br>
                  名前</br>〇〇大学で〇〇を頑張っています！などの一言を書いてきます。
                </div>
              </div>
            </div>
        </div> 
        
        <div class="int-modal modal" id="modalint1" tabindex="-1">
          <div class="modal-dialog modal-lg">
            <div class="modal-content">
                <div class="modal-header">
                  <div class="modal-title"><h4>卒塾生インタビュー</h4></div>
                  <button class="close" data-dismiss="modal"><span>&times;</span></button>
                </div>
                <div class="int-modal-body modal-body">
                  <img src="./images/teacher2.jpeg"></br>
                  <div class="intprofile mt-5 text-left"> 名前　大学(職場)名を書きます</br>
                    卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。卒塾生の自己紹介を書きます。
                  </div>
                  <div class="intq&a text-left">
                    <div class="d-flex flex-row question font-weight-bold mt-5">
                      <div class="qicon font-weight-bold d-flex justify-content-center align-items-center">Q</div>
                      <div class="questiontext">
                        質問を書いていきます。質問を書いていきます。
                        質問を書いていきます。質問を書いていきます。
                      </div>
                    </div>
                    <div class="d-flex flex-row answer mt-3">
                      <div class="aicon font-weight-bold d-flex justify-content-center align-items-center">A</div>
                      <div class="answertext">
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                      </div>
                    </div>
                  </div>
                  <div class="intq&a text-left">
                    <div class="d-flex flex-row question font-weight-bold mt-5">
                      <div class="qicon font-weight-bold d-flex justify-content-center align-items-center">Q</div>
                      <div class="questiontext">
                        質問を書いていきます。質問を書いていきます。
                        質問を書いていきます。質問を書いていきます。
                      </div>
                    </div>
                    <div class="d-flex flex-row answer mt-3">
                      <div class="aicon font-weight-bold d-flex justify-content-center align-items-center">A</div>
                      <div class="answertext">
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                      </div>
                    </div>
                  </div>
                  <div class="intq&a text-left">
                    <div class="d-flex flex-row question font-weight-bold mt-5">
                      <div class="qicon font-weight-bold d-flex justify-content-center align-items-center">Q</div>
                      <div class="questiontext">
                        質問を書いていきます。質問を書いていきます。
                        質問を書いていきます。質問を書いていきます。
                      </div>
                    </div>
                    <div class="d-flex flex-row answer mt-3">
                      <div class="aicon font-weight-bold d-flex justify-content-center align-items-center">A</div>
                      <div class="answertext">
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                        質問の答えを書いていきます。質問の答えを書いていきます。質問の答えを書いていきます。
                      </div>
                    </div>
                  </div>
                </div>
            </div>
          </div>
        </div><!--卒塾生インタビューここまで-->
      </div>

  <div class="footer d-inline-flex justify-content-center"> <!--フッター-->
        <div class="align-self-center">©︎ yaima-zyuku All rights reserved</div>
  </div>

    <!-- Optional JavaScript -->
    <!-- jQuery first, then Popper.js, then Bootstrap JS -->
    <script src="https://code.jquery.com/jquery-3.5.1.slim.min.js" integrity="sha384-DfXdz2htPH0lsSSs5nCTpuj/zy4C+OGpamoFVy38MVBnE+IbbVYUew+OrCXaRkfj" crossorigin="anonymous"></script>
    <script src="https://cdn.jsdelivr.net/npm/popper.js@1.16.0/dist/umd/popper.min.js" integrity="sha384-Q6E9RHvbIyZFJoft+2mJbHaEWldlvI9IOYy5n3zV9zzTtmI3UksdQRVvoxMfooAo" crossorigin="anonymous"></script>
    <script src="https://stackpath.bootstrapcdn.com/bootstrap/4.5.0/js/bootstrap.min.js" integrity="sha384-OgVRvuATP1z7JjHLkuOU7Xw704+h835Lr+6QL9UvYjZE3Ipu6Tp75j7Bh/kR0JKI" crossorigin="anonymous"></script>
    </div> <!-- wrap -->
  </body>
</html>