/** The yardstick of the lobby bench: a Fastify hello-world (JSON), nothing registered. Prints its URL. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', (_request, reply) => reply.send({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`hello-world listening on ${url}`);
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
