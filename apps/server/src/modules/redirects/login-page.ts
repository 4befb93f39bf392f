import { CALLBACK_PATH } from './paths.ts';
import { page, scriptJson, type HtmlPage } from './html.ts';

/**
 * The server's fallback login page (the web app's /login follows the same contract): it gets
 * a visitor token for the client, logs in or signs up through the identity API, then posts the
 * redirect session (`state`) and the member's session token to the callback as a form (the token
 * stays out of the URL).
 */
export function loginPage(session: string, clientId: string): HtmlPage {
  const body =
    '<h1>Sign in</h1><form id="f"><label>Email<input id="e" type="email" autocomplete="username" required></label>' +
    '<label>Password<input id="p" type="password" autocomplete="current-password" required></label>' +
    '<button type="submit" id="login">Sign in</button><button type="button" id="signup">Sign up</button></form>' +
    '<p role="alert" id="err"></p>';
  const script = `
var S=${scriptJson(session)},C=${scriptJson(clientId)},CB=${scriptJson(CALLBACK_PATH)};
function post(u,b,h){return fetch(u,{method:'POST',headers:Object.assign({'content-type':'application/json'},h||{}),body:JSON.stringify(b)}).then(function(r){return r.json().then(function(j){if(!r.ok)throw new Error(j.message||r.statusText);return j;});});}
function go(path){var err=document.getElementById('err');err.textContent='';
post('/oauth2/token',{clientId:C,grantType:'anonymous'}).then(function(t){
return post(path,{loginId:{email:document.getElementById('e').value},password:document.getElementById('p').value},{authorization:t.access_token});
}).then(function(r){if(!r.sessionToken){throw new Error(r.state==='REQUIRE_EMAIL_VERIFICATION'?'Check your email to verify your address.':r.state==='REQUIRE_OWNER_APPROVAL'?'The site owner must approve your account.':'Sign-in needs another step.');}
var f=document.createElement('form');f.method='post';f.action=CB;[['state',S],['sessionToken',r.sessionToken]].forEach(function(p){var i=document.createElement('input');i.type='hidden';i.name=p[0];i.value=p[1];f.appendChild(i);});document.body.appendChild(f);f.submit();
}).catch(function(e){err.textContent=e.message;});}
document.getElementById('f').addEventListener('submit',function(ev){ev.preventDefault();go('/_api/iam/authentication/v2/login');});
document.getElementById('signup').addEventListener('click',function(){go('/_api/iam/authentication/v2/register');});`;
  return page('Sign in', body, { script });
}
