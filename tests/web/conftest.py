import pytest

from tests.factories import make_staff
from tests.web.admin_forms import derive


@pytest.fixture
def organiser(client):
    """The test client, logged in as a staff member who may edit rule sets."""
    client.force_login(make_staff())
    return client


@pytest.fixture
def house(organiser):
    """Zung Jung house rules made in the admin by the organiser, as zj-club."""
    return derive(organiser, "zung-jung", "Zung Jung (our club)", "zj-club")
