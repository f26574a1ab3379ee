const fs=require('fs'); const zlib=require('zlib'); const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2]; const code=fs.readFileSync(file,'utf8'); const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map); const lines=code.split('\n');
const mappings=[]; c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
const parts={};
for(let i=0;i<mappings.length;i++){const m=mappings[i]; const n=mappings[i+1];
 const line=lines[m.generatedLine-1]; const end=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn:line.length;
 let s=m.source||'?'; const nm=s.match(/node_modules\/((@[^/]+\/)?[^/]+)/); const k=nm?nm[1]:s.replace(/^webpack:\/\/[^/]*\//,'').split('/').slice(0,+process.argv[3]||3).join('/');
 (parts[k]??=[]).push(line.slice(m.generatedColumn,end));}
const rows=Object.entries(parts).map(([k,a])=>{const t=a.join('');return [k,t.length,zlib.gzipSync(t,{level:9}).length]});
rows.sort((a,b)=>b[2]-a[2]); let tot=0;
for(const [k,raw,gz] of rows.slice(0,+process.argv[4]||40)) console.log((gz/1024).toFixed(1).padStart(6),(raw/1024).toFixed(1).padStart(7),k);
console.log('sum of separately-gzipped', (rows.reduce((a,r)=>a+r[2],0)/1024).toFixed(1), 'whole', (zlib.gzipSync(code,{level:9}).length/1024).toFixed(1));
