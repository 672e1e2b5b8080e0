import pytest

from tests.factories import make_staff


@pytest.fixture
def organiser(client):
    """The test client, logged in as a staff member who may edit rule sets."""
    client.force_login(make_staff())
    return client
